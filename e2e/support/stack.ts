/** Where the servers that `npm test` started live (see scripts/test.mjs). */
export const BASE_URL = process.env.HIREGEN_BASE_URL ?? 'http://localhost:3100';
export const API_URL = process.env.HIREGEN_API_URL ?? 'http://127.0.0.1:4100';
export const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
export const FIRESTORE_EMULATOR = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-hiregen';
