// The knowledge home and the knowledge base load together: one chunk, one entry in the shell.
export { ClassifyScreen } from './classify-screen';
export { HomeScreen } from './home-screen';
