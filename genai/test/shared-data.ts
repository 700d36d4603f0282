import path from 'node:path';

/** The shared labelled data: env HIREGEN_SHARED_DATA, else ../shared/data beside the repo. */
export function sharedDataDir(): string {
  return process.env.HIREGEN_SHARED_DATA ? path.resolve(process.env.HIREGEN_SHARED_DATA) : path.resolve(__dirname, '../../../shared/data');
}
