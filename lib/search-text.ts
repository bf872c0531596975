// Text normalisation for reference-data search (airports, cities): the seed stores normalised keys
// and the use cases normalise the query the same way, so a match is a plain LIKE on ASCII words.

const SPECIAL_LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ł: "l", ı: "i", ß: "ss", đ: "d", ð: "d", þ: "th", ħ: "h" };

/** "São Paulo–Guarulhos" -> "sao paulo guarulhos": lower case, accents removed, words separated by one space. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[øæœłıßđðþħ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of all parts behind one leading space: `key LIKE '% ' || word || '%'` is a word-prefix match. */
export function toSearchKey(...parts: string[]): string {
  return ` ${parts.map(normalizeSearchText).filter(Boolean).join(" ")}`;
}
