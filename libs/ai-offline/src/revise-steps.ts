import type { StepRevision } from './types.js';
import { read } from './understand/understand.js';
import { parseNumber } from './understand/values.js';

/**
 * The step editor's request box, offline: add a step ("add a step to sort by Date at the end"),
 * remove one ("remove the step about duplicates", "delete step 3"), change one ("change the output
 * to CSV", "group by Team instead of Technician", "change step 2 to ..."), or move one ("move step 4
 * before step 2", "swap steps 1 and 2"). The answer is the whole new list and what changed; a
 * request it does not understand leaves the list as it was and says so.
 */

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

const STEP_REF = '(?:step\\s+(?:number\\s+)?#?(\\d+|\\w+)|the\\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\\s+step)';

function stepNumber(num: string | undefined, ordinal: string | undefined, count: number): number | undefined {
  const word = (num ?? ordinal ?? '').toLowerCase();
  if (!word) return undefined;
  if (word === 'last') return count;
  const n = ORDINALS[word] ?? parseNumber(word);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= count ? n : undefined;
}

function capitalise(s: string): string {
  const t = s.trim().replace(/[.;]+$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(?:ies|es|s|ed|ing|ate|ated)$/, '');
}

/** The one step whose words best cover the topic ('duplicates', 'the sort', 'voided rows'). */
function findStep(steps: string[], topic: string): number | undefined {
  const stop = new Set(['the', 'a', 'an', 'step', 'about', 'that', 'which', 'with', 'of', 'to', 'for', 'one', 'where', 'rows', 'row']);
  const words = topic
    .split(/\s+/)
    .map(stem)
    .filter((w) => w.length > 1 && !stop.has(w));
  if (!words.length) return undefined;
  const scores = steps.map((s) => {
    const stepWords = new Set(s.split(/\s+/).map(stem));
    return words.filter((w) => stepWords.has(w) || [...stepWords].some((sw) => sw.length > 3 && (sw.startsWith(w) || w.startsWith(sw)))).length;
  });
  const best = Math.max(...scores);
  if (best === 0) return undefined;
  const at = scores.flatMap((s, i) => (s === best ? [i] : []));
  return at.length === 1 ? at[0] : undefined;
}

const WRITE_STEP = /^(?:write|save)\b/i;

function insertAt(steps: string[], where: string | undefined): number {
  const w = (where ?? '').trim().toLowerCase();
  if (/^(?:at\s+the\s+(?:start|beginning|top)|first|to\s+the\s+(?:start|top))$/.test(w)) return steps.length && /^read\b/i.test(steps[0]) ? 1 : 0;
  const rel = new RegExp(`^(before|after)\\s+${STEP_REF}$`, 'i').exec(w);
  if (rel) {
    const n = stepNumber(rel[2], rel[3], steps.length);
    if (n !== undefined) return rel[1].toLowerCase() === 'before' ? n - 1 : n;
  }
  // At the end: before the final 'Write ...' step, which stays last.
  return steps.length && WRITE_STEP.test(steps[steps.length - 1]) ? steps.length - 1 : steps.length;
}

const HELP =
  'I can add a step ("add a step to sort by Date at the end"), remove one ("delete step 3", "remove the step about duplicates"), change one ("change the output to CSV", "group by Team instead of Technician") or move one ("move step 4 before step 2").';

function unchanged(steps: string[], request: string): StepRevision {
  return { steps: [...steps], message: `I did not understand the request "${request.trim()}", so the steps are unchanged. ${HELP}` };
}

function understoodStep(text: string): boolean {
  const { clauses } = read(text);
  return clauses.length > 0 && clauses.every((c) => c.understood) && clauses.some((c) => c.ops.length > 0);
}

export function reviseStepsOffline(input: { steps: string[]; request: string }): StepRevision {
  const steps = input.steps.map((s) => s.trim()).filter(Boolean);
  const request = input.request
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:please|can\s+you|could\s+you|i\s+want\s+to|i'd\s+like\s+to|also|and|then)\s+/i, '');
  let m: RegExpExecArray | null;

  // Move / swap.
  m = new RegExp(`^(?:move|put)\\s+${STEP_REF}\\s+(before|after|to\\s+the\\s+(?:top|start|end|bottom)|first|last)(?:\\s+${STEP_REF})?$`, 'i').exec(request);
  if (m) {
    const from = stepNumber(m[1], m[2], steps.length);
    if (from === undefined) return unchanged(steps, input.request);
    const next = [...steps];
    const [moved] = next.splice(from - 1, 1);
    let to: number | undefined;
    const where = m[3].toLowerCase();
    if (/top|start|first/.test(where)) to = 0;
    else if (/end|bottom|last/.test(where)) to = next.length;
    else {
      const target = stepNumber(m[4], m[5], steps.length);
      if (target === undefined || target === from) return unchanged(steps, input.request);
      const targetIndex = target > from ? target - 2 : target - 1;
      to = where === 'before' ? targetIndex : targetIndex + 1;
    }
    next.splice(to, 0, moved);
    return { steps: next, message: `Moved step ${from} ("${moved}") to position ${to + 1}.` };
  }
  m = new RegExp(`^swap\\s+steps?\\s+(\\d+)\\s+and\\s+(?:step\\s+)?(\\d+)$`, 'i').exec(request);
  if (m) {
    const a = stepNumber(m[1], undefined, steps.length);
    const b = stepNumber(m[2], undefined, steps.length);
    if (a === undefined || b === undefined || a === b) return unchanged(steps, input.request);
    const next = [...steps];
    [next[a - 1], next[b - 1]] = [next[b - 1], next[a - 1]];
    return { steps: next, message: `Swapped steps ${a} and ${b}.` };
  }

  // Remove.
  m = new RegExp(`^(?:remove|delete|drop|take\\s+out|get\\s+rid\\s+of)\\s+${STEP_REF}$`, 'i').exec(request);
  if (m) {
    const n = stepNumber(m[1], m[2], steps.length);
    if (n === undefined) return unchanged(steps, input.request);
    const next = steps.filter((_, i) => i !== n - 1);
    return { steps: next, message: `Removed step ${n} ("${steps[n - 1]}").` };
  }
  m = /^(?:remove|delete|drop|take\s+out|get\s+rid\s+of)\s+the\s+(?:step|steps?\s+(?:about|that|which|for|with|where)|(.+?)\s+step)\s*(.*)$/i.exec(request);
  if (m) {
    const topic = `${m[1] ?? ''} ${m[2] ?? ''}`.replace(/^(?:about|that|which|for|with|where)\s+/i, '').trim();
    const at = findStep(steps, topic);
    if (at === undefined)
      return { steps: [...steps], message: `No single step is about "${topic}", so the steps are unchanged. Name the step by its number ("delete step 3").` };
    return { steps: steps.filter((_, i) => i !== at), message: `Removed step ${at + 1} ("${steps[at]}").` };
  }

  // Change.
  m = new RegExp(`^(?:change|replace|rewrite|set)\\s+${STEP_REF}\\s+(?:to|with|so\\s+it\\s+says)\\s*:?\\s+(.+)$`, 'i').exec(request);
  if (m) {
    const n = stepNumber(m[1], m[2], steps.length);
    if (n === undefined) return unchanged(steps, input.request);
    const next = [...steps];
    next[n - 1] = capitalise(m[3]);
    return { steps: next, message: `Changed step ${n} to "${next[n - 1]}".` };
  }
  m =
    /^(?:change|switch|set|make)\s+(?:the\s+)?(?:output|result|file)(?:\s+format)?\s+(?:to|into)\s+(?:an?\s+)?(csv|xlsx|excel)(?:\s+file)?$/i.exec(request) ??
    /^(?:save|write|export|output)\s+(?:it\s+|the\s+(?:result|output)\s+)?(?:as|to|in)\s+(?:an?\s+)?(csv|xlsx|excel)(?:\s+(?:file|instead))*$/i.exec(request);
  if (m) {
    const ext = m[1].toLowerCase() === 'csv' ? 'csv' : 'xlsx';
    const at = steps.findIndex((s) => /\.(?:csv|xlsx)\b/i.test(s) && WRITE_STEP.test(s));
    const next = [...steps];
    if (at >= 0) {
      next[at] = steps[at].replace(/\.(?:csv|xlsx)\b/i, `.${ext}`);
      return { steps: next, message: `Changed step ${at + 1} to write ${ext.toUpperCase()}: "${next[at]}".` };
    }
    next.push(`Save as ${ext.toUpperCase()}`);
    return { steps: next, message: `Added step ${next.length}: "Save as ${ext.toUpperCase()}".` };
  }
  m =
    /^(?:(?:change|make)\s+(?:it|the\s+\w+)\s+(?:to\s+)?)?(.+?)\s+instead\s+of\s+(.+)$/i.exec(request) ??
    /^(?:change|replace|swap)\s+(.+?)\s+(?:to|with|for|by)\s+(.+)$/i.exec(request);
  if (m) {
    const insteadOf = /instead\s+of/i.test(request);
    const [newText, oldText] = insteadOf ? [m[1], m[2]] : [m[2], m[1]];
    const oldWord = oldText
      .replace(/^(?:the|a|an)\s+/i, '')
      .replace(/["“”]/g, '')
      .trim();
    const newWord = newText.replace(/["“”]/g, '').trim();
    // 'group by team instead of technician': the new words may repeat the step's verb; keep only what differs.
    const newTail = insteadOf
      ? newWord
          .split(/\s+/)
          .slice(-Math.max(1, oldWord.split(/\s+/).length))
          .join(' ')
      : newWord;
    const re = new RegExp(`\\b${oldWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    const hits = steps.flatMap((s, i) => (re.test(s) ? [i] : []));
    if (hits.length === 0) return { steps: [...steps], message: `No step mentions "${oldWord}", so the steps are unchanged.` };
    const verbWords = insteadOf ? newWord.split(/\s+/).slice(0, -newTail.split(/\s+/).length).join(' ').toLowerCase() : '';
    const narrowed = verbWords ? hits.filter((i) => steps[i].toLowerCase().includes(verbWords.replace(/^(?:change\s+|make\s+)/, ''))) : hits;
    const targets = narrowed.length ? narrowed : hits;
    const next = steps.map((s, i) =>
      targets.includes(i) ? s.replace(re, (found) => (found[0] === found[0].toUpperCase() ? newTail.charAt(0).toUpperCase() + newTail.slice(1) : newTail)) : s,
    );
    return { steps: next, message: `Changed ${targets.map((i) => `step ${i + 1}`).join(', ')}: "${oldWord}" is now "${newTail}".` };
  }

  // Add.
  const POSITION =
    '(at\\s+the\\s+(?:end|start|beginning|top|bottom)|first|last|(?:before|after)\\s+(?:step\\s+\\S+|the\\s+(?:first|second|third|fourth|fifth|last)\\s+step|the\\s+\\w+\\s+step))';
  m = new RegExp(
    `^(?:add|insert|include|append)\\s+(?:a\\s+|another\\s+|one\\s+more\\s+|a\\s+new\\s+)?step\\s+(?:${POSITION}\\s*[:,]?\\s+)?(?:to\\s+|that\\s+|which\\s+|for\\s+|:\\s*)?(.+?)(?:\\s+${POSITION})?$`,
    'i',
  ).exec(request);
  if (m) {
    const content = capitalise(m[2].replace(/^(?:step\s+)?(?:that\s+|to\s+)/i, ''));
    const where = (m[1] ?? m[3])?.replace(/^last$/i, 'at the end');
    const relNamed = /^(before|after)\s+the\s+(?!(?:first|second|third|fourth|fifth|last)\s)(\w+)\s+step$/i.exec(where ?? '');
    let at: number;
    if (relNamed) {
      const found = findStep(steps, relNamed[2]);
      if (found === undefined) return { steps: [...steps], message: `No single step is about "${relNamed[2]}", so the steps are unchanged.` };
      at = relNamed[1].toLowerCase() === 'before' ? found : found + 1;
    } else at = insertAt(steps, where);
    const next = [...steps];
    next.splice(at, 0, content);
    return { steps: next, message: `Added step ${at + 1}: "${content}".` };
  }

  // A request that is itself a step the catalogue knows ('sort by Date, newest first'): added before the final write.
  if (understoodStep(request)) {
    const at = insertAt(steps, undefined);
    const next = [...steps];
    next.splice(at, 0, capitalise(request));
    return { steps: next, message: `Added step ${at + 1}: "${capitalise(request)}".` };
  }
  return unchanged(steps, input.request);
}
