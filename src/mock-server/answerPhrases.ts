/** The sentences an answer is built around, in the corpus's two languages. */
export interface AnswerPhrases {
  onCurrentPage: (title: string) => string;
  moreAbout: (topic: string) => string;
  sharedCode: (path?: string) => string;
  selectedText: (path?: string) => string;
  aboutIt: string;
  /** Leads a passage that opens with code: "From [Installation](/guides/install):". */
  fromPage: (link: string) => string;
  /** After "tell me more", when every passage on the subject has been quoted. */
  nothingNew: (link: string) => string;
  /** "The documentation doesn't cover Kubernetes." (`version`: the docs version searched, when the reader chose one). */
  notCovered: (subject: string, version?: string) => string;
  notMentioned: (words: string) => string;
  closestSection: (heading: string, title: string) => string;
  closestPage: (title: string) => string;
  nothingClose: (topics: string) => string;
  noVersion: (version: string, versions: string) => string;
  /** "There is no (v1) documentation in German…": the docs are not written in the language the reader's filter asks for. */
  noLanguage: (language: string, languages: string, version?: string) => string;
  quoted: (text: string) => string;
  /** "Your file `nimbus.yaml` sets `retries: 0` and `timeout: 5s`." */
  fileSettings: (name: string, settings: string) => string;
  /** Leads the lines of a code file or log that the docs explain. */
  fileLines: (name: string) => string;
  /** A text file with nothing the docs explain. */
  fileNothing: (name: string) => string;
  /** Images attached: named, with their kind, and the answer goes on from the question (`alone`: no text file was read). */
  cannotSeeImages: (images: string, alone: boolean) => string;
  /** "a PNG image". */
  imageKind: (format: string) => string;
  and: string;
  or: string;
  versions: string;
  /** The language these phrases are in (for naming other languages in it). */
  language: string;
}

const en: AnswerPhrases = {
  onCurrentPage: (title) => `On **${title}**, the page you are reading:`,
  moreAbout: (topic) => `More about “${topic}”:`,
  sharedCode: (path) => (path ? `You shared this code from \`${path}\`:` : "You shared this code:"),
  selectedText: (path) => (path ? `You selected this passage on \`${path}\`:` : "You selected this passage:"),
  aboutIt: "Here is what the documentation says about it.",
  fromPage: (link) => `From ${link}:`,
  nothingNew: (link) => `That is everything the documentation says about it; ${link} has it all on one page.`,
  notCovered: (subject, version) => `The ${version ? `${version} ` : ""}documentation doesn't cover ${subject}.`,
  notMentioned: (words) => `The documentation doesn't mention ${words}.`,
  closestSection: (heading, title) => `The closest it comes is **${heading}**, on the ${title} page:`,
  closestPage: (title) => `The closest it comes is the ${title} page:`,
  nothingClose: (topics) => `Nothing in it comes close: it covers ${topics}.`,
  noVersion: (version, versions) => `There is no ${version} documentation to search: the docs cover ${versions}.`,
  noLanguage: (language, languages, version) => `There is no ${version ? `${version} ` : ""}documentation in ${language} to search: it is written in ${languages}.`,
  quoted: (text) => `“${text}”`,
  fileSettings: (name, settings) => `Your file ${name} sets ${settings}.`,
  fileLines: (name) => `I read ${name}; these are the lines the documentation explains:`,
  fileNothing: (name) => `I read ${name}, but nothing in it is something the documentation explains, so I answer from your question.`,
  cannotSeeImages: (images, alone) => `I can't see images here, but I see you attached ${images}.${alone ? " Going by your question:" : ""}`,
  imageKind: (format) => `a ${format} image`,
  and: "and",
  or: "or",
  versions: "versions",
  language: "en",
};

const fr: AnswerPhrases = {
  onCurrentPage: (title) => `Sur **${title}**, la page que vous lisez :`,
  moreAbout: (topic) => `Plus de détails sur « ${topic} » :`,
  sharedCode: (path) => (path ? `Vous avez partagé ce code de \`${path}\` :` : "Vous avez partagé ce code :"),
  selectedText: (path) => (path ? `Vous avez sélectionné ce passage de \`${path}\` :` : "Vous avez sélectionné ce passage :"),
  aboutIt: "Voici ce qu'en dit la documentation.",
  fromPage: (link) => `D'après ${link} :`,
  nothingNew: (link) => `La documentation n'en dit pas plus ; tout est sur ${link}.`,
  notCovered: (subject, version) => `La documentation${version ? ` ${version}` : ""} ne traite pas de ${subject}.`,
  notMentioned: (words) => `La documentation ne mentionne pas ${words}.`,
  closestSection: (heading, title) => `Le plus proche est **${heading}**, sur la page ${title} :`,
  closestPage: (title) => `Le plus proche est la page ${title} :`,
  nothingClose: (topics) => `Rien n'en approche : elle traite de ${topics}.`,
  noVersion: (version, versions) => `Il n'y a pas de documentation ${version} où chercher : elle couvre les ${versions}.`,
  noLanguage: (language, languages, version) => `Il n'y a pas de documentation${version ? ` ${version}` : ""} en ${language} où chercher : elle est rédigée en ${languages}.`,
  quoted: (text) => `« ${text} »`,
  fileSettings: (name, settings) => `Votre fichier ${name} définit ${settings}.`,
  fileLines: (name) => `J'ai lu ${name} ; voici les lignes que la documentation explique :`,
  fileNothing: (name) => `J'ai lu ${name}, mais la documentation n'explique rien de ce qu'il contient ; je réponds donc à partir de votre question.`,
  cannotSeeImages: (images, alone) => `Je ne peux pas voir les images ici, mais je vois que vous avez joint ${images}.${alone ? " D'après votre question :" : ""}`,
  imageKind: (format) => `une image ${format}`,
  and: "et",
  or: "ou",
  versions: "versions",
  language: "fr",
};

const PHRASES: Record<string, AnswerPhrases> = { en, fr };

/** The phrases for a language, English when the corpus has none in it. */
export function answerPhrases(language: string | undefined): AnswerPhrases {
  return (language && PHRASES[language]) || en;
}

/** "a, b and c" in the phrases' language (`or` for "a, b or c"). */
export function joinWords(words: readonly string[], phrases: AnswerPhrases, joiner: "and" | "or" = "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${phrases[joiner]} ${words.at(-1)}`;
}
