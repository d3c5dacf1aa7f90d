import { nearestColumn, resolveColumn } from './resolve-column.js';

/**
 * A script someone else wrote (a model's) checked against the real file's header with the offline
 * builder's resolver (issue 30, "With a model too"): each column the script reads that the file does
 * not have is corrected to the header the resolver is sure of ('Phone Number' -> Phone), else it is
 * reported as missing with the closest header, so the user gets a plain sentence, never a script
 * that stops on a KeyError.
 */

export interface ScriptBinding {
  /** The script with the sure corrections made. */
  script: string;
  corrected: Array<{ from: string; to: string }>;
  missing: Array<{ column: string; closest: string | null }>;
}

const LITERAL = `(['"])((?:(?!\\1)[^\\\\\\n])+)\\1`;

/** Where a script reads a column by name: df["X"], df[["X", "Y"]], groupby("X"), by=[...], ("X", "sum"). */
const READ_SITES: RegExp[] = [
  /\[\s*\[([^\]]*)\]\s*\]/g,
  /\.(?:groupby|sort_values|drop_duplicates|set_index|pivot_table|value_counts|dropna)\(\s*(\[[^\]]*\]|['"][^'"\n]+['"])/g,
  /\b(?:by|subset|on|index|values|usecols|left_on|right_on)\s*=\s*(\[[^\]]*\]|['"][^'"\n]+['"])/g,
  /\(\s*(['"][^'"\n]+['"])\s*,\s*['"](?:sum|mean|count|min|max|first|last|nunique|size|median|std)['"]\s*\)/g,
];
const SINGLE_SUBSCRIPT = new RegExp(`\\[\\s*${LITERAL}\\s*\\](\\s*=(?!=))?`, 'g');

function literals(text: string): string[] {
  return [...text.matchAll(new RegExp(LITERAL, 'g'))].map((m) => m[2]);
}

/** Names the script makes itself: assignment targets, named aggregates, rename targets, reset_index(name=...). */
function createdNames(script: string): Set<string> {
  const made = new Set<string>();
  for (const m of script.matchAll(SINGLE_SUBSCRIPT)) if (m[3]) made.add(m[2]);
  for (const m of script.matchAll(/\b(\w+)\s*=\s*\(\s*['"]/g)) made.add(m[1]);
  for (const m of script.matchAll(/\.assign\(([^)]*)\)/g)) for (const k of m[1].matchAll(/\b(\w+)\s*=/g)) made.add(k[1]);
  for (const m of script.matchAll(new RegExp(`\\b(?:name|value_name|var_name|sheet_name)\\s*=\\s*${LITERAL}`, 'g'))) made.add(m[2]);
  for (const m of script.matchAll(/columns\s*=\s*\{([^}]*)\}/g)) for (const v of m[1].matchAll(new RegExp(`:\\s*${LITERAL}`, 'g'))) made.add(v[2]);
  for (const m of script.matchAll(/DataFrame\([^)]*columns\s*=\s*\[([^\]]*)\]/g)) for (const v of literals(m[1])) made.add(v);
  for (const m of script.matchAll(/\.columns\s*=\s*\[([^\]]*)\]/g)) for (const v of literals(m[1])) made.add(v);
  return made;
}

function readNames(script: string): string[] {
  const names: string[] = [];
  for (const m of script.matchAll(SINGLE_SUBSCRIPT)) if (!m[3]) names.push(m[2]);
  for (const site of READ_SITES) for (const m of script.matchAll(site)) names.push(...literals(m[1]));
  return [...new Set(names)];
}

function quoted(name: string): RegExp {
  return new RegExp(`(['"])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
}

/** `header`: every column of the sample (all sheets); `known`: other names the script may index by (sheet names). */
export function bindScriptColumns(script: string, header: readonly string[], known: readonly string[] = []): ScriptBinding {
  const made = createdNames(script);
  const corrected: ScriptBinding['corrected'] = [];
  const missing: ScriptBinding['missing'] = [];
  let out = script;
  for (const name of readNames(script)) {
    if (header.includes(name) || known.includes(name) || made.has(name)) continue;
    const to = resolveColumn(name, header);
    if (to !== null) {
      corrected.push({ from: name, to });
      out = out.replace(quoted(name), (_, q: string) => `${q}${to}${q}`);
    } else missing.push({ column: name, closest: nearestColumn(name, header) });
  }
  return { script: out, corrected, missing };
}

/** The plain sentence for the columns the file does not have. */
export function missingColumnsMessage(missing: ScriptBinding['missing'], header: readonly string[]): string {
  const parts = missing.map(({ column, closest }) =>
    closest ? `The file has no column "${column}"; the closest is "${closest}".` : `The file has no column "${column}".`,
  );
  return `${parts.join(' ')} The columns are: ${header.join(', ')}. Say which column to use, and I will write the script again.`;
}
