// The part of fontkit 2's API this package uses (fontkit ships no type declarations). pdf-lib
// calls the rest of the font object itself, typed as its own `Fontkit`.
declare module 'fontkit' {
  export interface FontkitSubset {
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    createSubset(): FontkitSubset;
  }
  export function create(data: Uint8Array): FontkitFont;
}
