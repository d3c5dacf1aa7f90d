/** How many indexes keep their text; a form has a few dozen rows at most. */
const KEPT = 256;

/**
 * `${prefix}${index + offset}` ('large.3', 'Appliance 4'), each made once: line ids and fallback
 * names are built for every row on every keystroke. Strings are immutable, so sharing them between
 * calculations carries nothing from one to the next.
 */
export function indexedText(prefix: string, offset = 0): (index: number) => string {
  const made: string[] = [];
  return (index: number): string => {
    if (index >= KEPT) return prefix + String(index + offset);
    let text = made[index];
    if (text === undefined) {
      text = prefix + String(index + offset);
      made[index] = text;
    }
    return text;
  };
}

/** 'Appliance 1' for row 0: the name of an unnamed fastened appliance. */
export const applianceName = indexedText('Appliance ', 1);
