// The knowledge base's two back-office screens load together: one chunk, one entry in the shell.
export { ManageClassifyScreen } from './classify/classify-screen';
export { ManageNoticeScreen } from './notice/notice-screen';
