// Split by grapheme, not by UTF-16 unit: "😀" is two units and "É" may be "E" + a combining accent, so
// `word[0]` would show half a character.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const firstCharacter = (word: string): string => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/**
 * Up to two initials for a picture placeholder or an avatar: the first and last word's first characters,
 * a title left out ('Dr. Neha Joshi' → 'NJ', 'Mary Ann Lee' → 'ML', 'Zoë QA 😀' → 'Z😀'); '?' for no name.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const ends = words.length === 1 ? [words[0]!] : [words[0]!, words.at(-1)!];
  return ends.map((word) => firstCharacter(word).toUpperCase()).join('');
}
