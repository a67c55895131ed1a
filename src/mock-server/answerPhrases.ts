/** The sentences an answer is built around, in the corpus's two languages. */
export interface AnswerPhrases {
  intro: string;
  onCurrentPage: (title: string) => string;
  moreAbout: (topic: string) => string;
  sharedCode: (path?: string) => string;
  selectedText: (path?: string) => string;
  aboutIt: string;
  readMore: string;
  nothingNew: string;
  notFound: (question: string, scope: string) => string;
  versionScope: (version: string) => string;
  languageScope: (language: string) => string;
}

const en: AnswerPhrases = {
  intro: "Here is what the documentation says.",
  onCurrentPage: (title) => `On **${title}**, the page you are reading:`,
  moreAbout: (topic) => `More about “${topic}”:`,
  sharedCode: (path) => (path ? `You shared this code from \`${path}\`:` : "You shared this code:"),
  selectedText: (path) => (path ? `You selected this passage on \`${path}\`:` : "You selected this passage:"),
  aboutIt: "Here is what the documentation says about it.",
  readMore: "Read more:",
  nothingNew: "That is everything the documentation says on this subject; the pages below have the details.",
  notFound: (question, scope) =>
    `I could not find anything about “${question}” in the documentation${scope}. ` +
    "Try other words, or ask about installation, configuration, API keys or rate limits.",
  versionScope: (version) => ` for version ${version}`,
  languageScope: (language) => ` in language “${language}”`,
};

const fr: AnswerPhrases = {
  intro: "Voici ce que dit la documentation.",
  onCurrentPage: (title) => `Sur **${title}**, la page que vous lisez :`,
  moreAbout: (topic) => `Plus de détails sur « ${topic} » :`,
  sharedCode: (path) => (path ? `Vous avez partagé ce code de \`${path}\` :` : "Vous avez partagé ce code :"),
  selectedText: (path) => (path ? `Vous avez sélectionné ce passage de \`${path}\` :` : "Vous avez sélectionné ce passage :"),
  aboutIt: "Voici ce qu'en dit la documentation.",
  readMore: "Pour aller plus loin :",
  nothingNew: "La documentation n'en dit pas plus sur ce sujet ; les pages ci-dessous donnent les détails.",
  notFound: (question, scope) =>
    `Je n'ai rien trouvé sur « ${question} » dans la documentation${scope}. ` +
    "Essayez d'autres mots, ou posez une question sur l'installation, la configuration, les clés d'API ou les limites.",
  versionScope: (version) => ` pour la version ${version}`,
  languageScope: (language) => ` en langue « ${language} »`,
};

const PHRASES: Record<string, AnswerPhrases> = { en, fr };

/** The phrases for a language, English when the corpus has none in it. */
export function answerPhrases(language: string | undefined): AnswerPhrases {
  return (language && PHRASES[language]) || en;
}
