/**
 * One term per concept in each language: a user who reads "institution" on one page and "office"
 * on the next wonders whether they are two things. Each language's file (`US.ts` …) names, for
 * every concept of the product that has near-synonyms, the term its texts use and the words they
 * must not use for it. `glossary.test.ts` holds every text of the language to it, and a journey
 * (e2e/journeys/terms.e2e.ts) what the pages show.
 */
export interface Term {
  /** The term (a regular expression, case-insensitive): found in the text of `key`. */
  term: string;
  /** The key whose text names the concept with the term: the menu's, as a rule. */
  key: string;
  /** Words that must not name the concept (regular expressions, case-insensitive, matched anywhere). */
  avoid: string[];
}

/** The concepts of the product that have near-synonyms. */
export type Concept =
  /** An office of the tree (sys/office): the platform, an agent, a customer, or an office below one. */
  | 'office'
  /** An office that resells the platform to customers of its own (sys/office/toOpenAgentOfficePage). */
  | 'agent'
  /** A file of the library: a picture, a video, a sound, a PDF, a web page (resManage). */
  | 'material';

export type Glossary = Readonly<Record<Concept, Term>>;

/** Texts that may use an avoided word, by key, with the reason (e.g. a quoted name of something else). */
export type Exceptions = Readonly<Record<string, string>>;
