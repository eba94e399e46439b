/** What other features use of libraries: the signed-in person's permission in one. */
export { useLibraryPermission } from './api/library-permission';
/** Picking colleagues from the staff directory, for any screen that hands something to a person. */
export { PersonPicker } from './person-picker';
