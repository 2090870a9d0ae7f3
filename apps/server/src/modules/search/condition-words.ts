import type { Condition } from '@restrung/shared/constants';
import { withoutMatch } from './typed-text.ts';

/*
 * "strat in excellent condition", "mint condition les paul", "bass in good shape": a condition typed among the
 * keywords. As words they required "excellent" and "condition" in the listing's text, which few say: "excellent
 * condition" found nothing on the demo data, where eight guitars are in excellent condition. They are read as the
 * condition filter instead (decision 0089's amendments).
 */

/**
 * What each word asks for. "Good condition" means good or better to a buyer, so each grade takes the better ones
 * too; asking for "bad" or "poor" is asking for a project guitar, so that one takes itself alone.
 */
const GRADES = new Map<string, Condition[]>([
  ['mint', ['excellent']],
  ['near mint', ['excellent']],
  ['like new', ['excellent']],
  ['excellent', ['excellent']],
  ['very good', ['excellent', 'good']],
  ['good', ['excellent', 'good']],
  ['fair', ['excellent', 'good', 'fair']],
  ['moderate', ['excellent', 'good', 'fair', 'moderate']],
  ['poor', ['bad']],
  ['bad', ['bad']],
]);

/**
 * A grade, then "condition" or "shape", with "in" before it or not. "Mint" alone is no condition: "mint green" is a
 * finish. Nor is "like new" alone: "plays like new" is a description's.
 */
const CONDITION_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:in\s+)?(${[...GRADES.keys()].join('|').replaceAll(' ', String.raw`[\s-]+`)})\s+(?:condition|shape)(?![\p{L}\p{N}])`,
  'iu',
);

export interface ConditionWords {
  /** The words as typed ("in mint condition"), so the page can offer the search without them. */
  typed: string;
  conditions: Condition[];
}

/** The text without the first condition typed in it, and that condition. */
export function readConditionWords(text: string): { rest: string; condition: ConditionWords | null } {
  const match = CONDITION_WORDS.exec(text);
  if (!match) return { rest: text, condition: null };
  const grade = match[1]!.toLowerCase().replace(/[\s-]+/g, ' ');
  return { rest: withoutMatch(text, match), condition: { typed: match[0].trim(), conditions: GRADES.get(grade)! } };
}
