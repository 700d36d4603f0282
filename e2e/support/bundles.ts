import fs from 'node:fs';
import path from 'node:path';

const APP_DIRS = ['shell', 'remote-public', 'remote-candidate', 'remote-interviewer', 'remote-hr-resumeinflux', 'remote-admin'];

/**
 * How to tell which shared library a built chunk holds: React's licence banners (webpack
 * extracts them to *.LICENSE.txt beside the chunk), and for the tree-shaken router, the chunk
 * that defines BrowserRouter.
 */
const LIBRARY_MARKERS: { library: string; file: 'licence' | 'code'; pattern: RegExp }[] = [
  { library: 'react', file: 'licence', pattern: /\breact\.production\.js/ },
  { library: 'react-dom', file: 'licence', pattern: /react-dom-client\.production\.js/ },
  { library: 'react-router', file: 'code', pattern: /[{,]BrowserRouter:\(\)=>/ },
];

/** Maps each built chunk's URL path (e.g. "/470.90d5045984.js") to the shared library it holds. */
export function chunkLibraries(): Map<string, string> {
  const map = new Map<string, string>();
  for (const dir of APP_DIRS) {
    const dist = path.resolve(__dirname, '../..', dir, 'dist');
    if (!fs.existsSync(dist)) continue;
    for (const file of fs.readdirSync(dist)) {
      const kind = file.endsWith('.js.LICENSE.txt') ? 'licence' : file.endsWith('.js') ? 'code' : null;
      if (!kind) continue;
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const { library, file: where, pattern } of LIBRARY_MARKERS) {
        if (where === kind && pattern.test(text)) map.set(`${dir}/${file.replace(/\.LICENSE\.txt$/, '')}`, library);
      }
    }
  }
  return map;
}

/** Which app served a URL, from its port (the shell and each remote have their own). */
export function appOfUrl(url: string, offset: number): string | undefined {
  const port = Number(new URL(url).port);
  const index = port - 3000 - offset;
  return APP_DIRS[index];
}
