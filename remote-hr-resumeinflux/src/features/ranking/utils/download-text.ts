import { saveFile } from 'shared-ui/download';

/** Saves text as a file from the browser; CSV by default. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so spreadsheet apps read accented names in UTF-8.
  saveFile(fileName, new Blob(['\ufeff', text], { type }));
}
