/** What other features use of the personal home: its summary, shown above the person's own files. */
export { PersonalSummary } from './personal-summary';
