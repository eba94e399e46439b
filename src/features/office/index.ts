/** Office documents opened in the organisation's office server (WOPI). */
export { OfficeEditButton } from './office-edit-button';
