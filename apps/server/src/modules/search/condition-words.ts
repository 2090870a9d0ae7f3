import { CONDITIONS, type Condition } from '@restrung/shared/constants';
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
  ['as new', ['excellent']],
  ['good as new', ['excellent']],
  // Nothing here is new: "brand new" asks for one as good as new.
  ['brand new', ['excellent']],
  ['excellent', ['excellent']],
  ['perfect', ['excellent']],
  ['pristine', ['excellent']],
  // Little wear, as buyers ask for it: "barely played strat", "lightly used bass".
  ...['barely', 'hardly', 'rarely'].flatMap((how) =>
    ['played', 'used'].map((what): [string, Condition[]] => [`${how} ${what}`, ['excellent']]),
  ),
  ...['lightly', 'gently'].flatMap((how) =>
    ['played', 'used'].map((what): [string, Condition[]] => [`${how} ${what}`, ['excellent', 'good']]),
  ),
  ['very good', ['excellent', 'good']],
  // A collector's grade: very good.
  ['vg', ['excellent', 'good']],
  // After "good as new", which the alternation tries first.
  ['good', ['excellent', 'good']],
  ['great', ['excellent', 'good']],
  ['fair', ['excellent', 'good', 'fair']],
  ['decent', ['excellent', 'good', 'fair']],
  ['moderate', ['excellent', 'good', 'fair', 'moderate']],
  ['poor', ['bad']],
  ['bad', ['bad']],
]);

const gradeWords = (grades: readonly string[]) => grades.join('|').replaceAll(' ', String.raw`[\s-]+`);
/** Between grades typed as a choice: "good or fair", "good/fair". */
const GRADE_OR = String.raw`(?:\s+or\s+|\s*/\s*)`;
/** One grade of `grades`, or several joined by "or": "excellent or good". */
const gradeList = (grades: readonly string[]) => `(?:${gradeWords(grades)})(?:${GRADE_OR}(?:${gradeWords(grades)}))*`;
/** "good or better", "fair condition and up": what a grade asks for already, read with it. */
const OR_BETTER = String.raw`(?:\s+(?:or|and)\s+(?:better|above|higher|up))?`;

/**
 * A grade, then "condition" or "shape" (or their plurals), with "in" before it or not, and maybe a word of the kind
 * between: "excellent used condition", "good working condition". "Great", "perfect" and "decent" are grades only so.
 */
const CONDITION_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:in\s+)?(${gradeList([...GRADES.keys()])})(?:\s+(?:used|working|playing|playable|physical|cosmetic|overall|original))?\s+(?:conditions?|shapes?)${OR_BETTER}(?![\p{L}\p{N}])`,
  'iu',
);

/**
 * A grade alone: "excellent strat" and "good acoustic" found nothing, as few listings say either word. "Mint" too, but
 * not "mint green" (a finish); not "poor", "bad" or "moderate" (a project guitar is asked for by name, and "bad" is a
 * band's); not "like new" after a verb ("plays like new" is a description's), nor a grade of a price ("good deal",
 * "fair price"), which `left-out-words.ts` reads, nor praise of what a guitar suits ("good for metal", "a good fit"),
 * nor of a part ("brand new strings", "good case").
 */
const LITTLE_WEAR = [...GRADES.keys()].filter((grade) => / (?:played|used)$/.test(grade));
const GRADE_ALONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])(?<!(?:plays?|sounds?|looks?|feels?)\s+)(?:in\s+)?(${gradeList(['excellent', 'pristine', 'near mint', 'mint', 'like new', 'good as new', 'as new', 'brand new', ...LITTLE_WEAR, 'very good', 'vg', 'good', 'fair'])})(?![\p{L}\p{N}-])(?!\s+(?:deals?|prices?|priced|value|buys?|finds?|green|julep|finish|colou?r|for|fits?|strings?|frets?|pickups?|tuners?|batter(?:y|ies)|case|bag)(?![\p{L}\p{N}]))${OR_BETTER}(?![\p{L}\p{N}])`,
  'iu',
);

export interface ConditionWords {
  /** The words as typed ("in mint condition"), so the page can offer the search without them. */
  typed: string;
  conditions: Condition[];
}

/** What grades typed as a choice ask for: what any of them takes, best first. */
function conditionsOf(grades: string): Condition[] {
  const asked = new Set(
    grades
      .split(new RegExp(GRADE_OR, 'i'))
      .flatMap((grade) => GRADES.get(grade.toLowerCase().replace(/[\s-]+/g, ' '))!),
  );
  return CONDITIONS.filter((condition) => asked.has(condition));
}

/** The text without the first condition typed in it, and that condition. */
export function readConditionWords(text: string): { rest: string; condition: ConditionWords | null } {
  const match = CONDITION_WORDS.exec(text) ?? GRADE_ALONE.exec(text);
  if (!match) return { rest: text, condition: null };
  return {
    rest: withoutMatch(text, match),
    condition: { typed: match[0].trim(), conditions: conditionsOf(match[1]!) },
  };
}
