/** A crude stem so "bookkeeping" meets "Bookkeeper" and "nursing" meets "Nurse": suffix off, six letters kept. */
export function wordStem(word: string): string {
  const w = word.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
  const bare = w.length > 4 ? w.replace(/(ings|ing|ers|er|ed|es|s|e|ion|ation)$/, '') : w;
  return bare.slice(0, 6);
}

/** The stems of the words in a text (letters and digits only). */
export function stemsOf(text: string): Set<string> {
  return new Set((text.match(/[\p{L}\p{N}+#]+/gu) ?? []).map(wordStem).filter((s) => s.length >= 2));
}
