/** Up to two capital letters for a picture placeholder: 'Priya Verma' → 'PV', 'Dr. Neha Joshi' → 'NJ'. */
export function initials(name: string): string {
  return (
    name
      .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}
