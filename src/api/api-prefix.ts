/** Where the server mounts its API (its `API_PREFIX`); a build for another prefix sets `VITE_API_PREFIX`. */
export const API_PREFIX: string = import.meta.env.VITE_API_PREFIX || '/api';
