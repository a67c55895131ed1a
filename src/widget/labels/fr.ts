import type { ChatErrorKind } from "../../chat/chatErrors";
import type { AttachmentLabels } from "../attachments/attachmentLabels";
import type { AttachmentRefusal } from "../attachments/attachmentRefusal";
import { fileSize } from "../attachments/fileSize";
import { shortDuration, type WidgetLabels } from "../widgetLabels";

// French typography: a narrow no-break space before ? ! ; and a no-break space before : and inside « ».
const NNBSP = "\u202f";
const NBSP = "\u00a0";

/**
 * Every string of the widget in French: pass it as `labels={FRENCH_LABELS}`, or spread it to change a
 * few (`labels={{ ...FRENCH_LABELS, launcher: "Demander" }}`). Also a model for another language:
 * `WidgetLabels` names every visible or announced string, so TypeScript lists what a translation lacks.
 */
export const FRENCH_LABELS: WidgetLabels & AttachmentLabels = {
  // Markdown.
  copyCode: "Copier",
  copyCodeAriaLabel: (language) => (language ? `Copier le code ${language}` : "Copier le code"),
  codeCopied: "Copié",
  copyFailed: "Échec de la copie",
  codeLanguageFallback: "Code",
  wrapCode: "Retour à la ligne",
  imageFallback: "Image",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  markdownUnavailable: "Ce navigateur est trop ancien pour afficher les réponses : mettez-le à jour.",
  // Parts.
  thinking: "Réflexion…",
  thought: "Réflexion",
  reasoningRedacted: "Une partie du raisonnement a été masquée.",
  sources: "Sources",
  closestPages: "Pages les plus proches",
  citation: "source",
  suggestions: "Questions suggérées",
  searchPreparing: "Préparation d’une recherche…",
  searching: (query) => (query ? `Recherche dans la documentation${NBSP}: «${NBSP}${query}${NBSP}»…` : "Recherche dans la documentation…"),
  searchUnfinished: "La recherche n’a pas abouti",
  searchFailed: "La recherche a échoué",
  searched: (query) => (query ? `Recherche effectuée${NBSP}: «${NBSP}${query}${NBSP}»` : "Recherche effectuée dans la documentation"),
  pagesFound: (count) => (count <= 1 ? `${count} page trouvée` : `${count.toLocaleString("fr")} pages trouvées`),
  notFound: "Absent de la documentation",
  toolPreparing: (toolName) => `Préparation de ${toolName}…`,
  toolRunning: (toolName) => `Exécution de ${toolName}…`,
  toolUnfinished: (toolName) => `${toolName} n’a pas abouti`,
  toolFailed: (toolName) => `${toolName} a échoué`,
  toolDone: (toolName) => `${toolName} utilisé`,
  toolArguments: "Arguments",
  toolResult: "Résultat",
  truncated: (shown, total) => `Affichage des ${shown.toLocaleString("fr")} premiers caractères sur ${total.toLocaleString("fr")}.`,
  // Widget.
  launcher: "Demander à l’IA",
  launcherLoadFailed: "L’assistant n’a pas pu être chargé. Cliquez pour réessayer.",
  title: "Assistant de la documentation",
  close: "Fermer",
  messageBox: "Message",
  messagePlaceholder: "Posez une question sur la documentation…",
  send: "Envoyer",
  stop: "Arrêter",
  retry: "Réessayer",
  newConversation: "Nouvelle conversation",
  newConversationShort: "Nouvelle",
  moreActions: "Plus d’actions",
  backToChat: "Retour à la conversation",
  transcript: "Conversation",
  jumpToLatest: "Aller au plus récent",
  you: "Vous",
  assistant: "Assistant",
  waiting: "Réflexion…",
  stillWorking: "Toujours en cours… C’est plus long que d’habitude.",
  stopped: "Arrêté.",
  answerUnfinished: "Cette réponse s’est arrêtée avant la fin.",
  emptyTitle: `Une question sur cette documentation${NNBSP}?`,
  emptyDescription: "Les réponses s’appuient sur la documentation de ce site, avec des liens vers les pages citées.",
  exampleQuestions: "Par exemple",
  aiNotice: "Les réponses sont générées par une IA et peuvent être fausses. Vérifiez les pages citées.",
  copyAnswer: "Copier la réponse",
  answerCopied: "Copiée",
  regenerate: "Régénérer",
  helpful: "Utile",
  notHelpful: "Pas utile",
  feedbackThanks: "Merci pour votre avis.",
  contactSupport: "Contacter le support",
  supportOffer: `Besoin d’une personne${NNBSP}?`,
  askAboutSelection: "Demander à l’IA à propos de la sélection",
  askAboutCode: "Demander à l’IA à propos de ce code",
  pageActionText: "Demander",
  about: `À propos de${NBSP}:`,
  pendingContext: "Contexte de votre prochaine question",
  removeContext: (preview) => `Retirer le contexte${NBSP}: ${preview}`,
  contextKind: (type) => (type === "code" ? "Code" : "Sélection"),
  contextCut: "(tronqué)",
  attachFiles: "Joindre des fichiers",
  dropFiles: "Déposez des fichiers pour les joindre",
  pendingAttachments: "Fichiers de votre prochaine question",
  attachedFiles: "Fichiers joints",
  attachmentAdded: (name) => `${name} joint`,
  attachmentRemoved: (name) => `${name} retiré`,
  removeAttachment: (name) => `Retirer ${name}`,
  attachmentKind: (kind, format) => `${kind === "image" ? "Image" : "Fichier"} ${format}`,
  fileSize: (bytes) => fileSize(bytes, "octets", "Ko", "Mo", ","),
  attachmentNotKept: "contenu non conservé",
  attachmentRefused: frenchRefusal,
  keyProblem: (problem) => {
    switch (problem) {
      case "admin":
        return `Cet assistant est configuré avec une clé d’administration (svc_…), qui ne doit jamais figurer dans une page web${NBSP}: il est donc désactivé. Utilisez la clé publique de l’assistant (svc_dsc_…).`;
      case "missing":
        return "Cet assistant n’a pas de clé d’API et ne peut donc pas répondre. Indiquez la clé publique de l’assistant (svc_dsc_…).";
      case "malformed":
        return `La clé d’API de cet assistant n’est pas une clé d’assistant valide${NBSP}: il ne peut donc pas répondre. Les clés d’assistant commencent par svc_dsc_.`;
    }
  },
  error: frenchErrorMessage,
  retryIn: (seconds) => `Vous pourrez réessayer dans ${shortDuration(seconds)}.`,
  retryReady: "Vous pouvez réessayer maintenant.",
  retryLater: "Réessayez dans quelques minutes.",
  errorDetails: "Détails",
  errorDetail: (detail) => `Réponse du service${NBSP}: ${detail}`,
  conversations: "Historique",
  conversationsEmpty: "Aucune conversation pour l’instant. Vos questions seront gardées ici.",
  conversationDate: (time) => new Date(time).toLocaleString("fr", { dateStyle: "medium", timeStyle: "short" }),
  deleteConversation: (title) => `Supprimer la conversation${NBSP}: ${title}`,
  conversationDeleted: "Conversation supprimée.",
  copyConversation: "Copier la conversation",
  conversationCopied: "Conversation copiée en Markdown.",
  expand: "Agrandir en panneau latéral",
  collapse: "Réduire en fenêtre",
  feedbackReasons: `Qu’est-ce qui n’allait pas${NNBSP}?`,
  feedbackReason: (reason) => (reason === "inaccurate" ? "Inexacte" : reason === "outdated" ? "Obsolète" : "Hors sujet"),
  feedbackComment: "Votre avis",
  feedbackPlaceholder: `Autre chose${NNBSP}? (facultatif)`,
  sendFeedback: "Envoyer l’avis",
  // Page menu.
  pageActions: "Actions de la page",
  copyPage: "Copier la page",
  viewAsMarkdown: "Voir en Markdown",
  openInChatGpt: "Ouvrir dans ChatGPT",
  openInClaude: "Ouvrir dans Claude",
  askAboutPage: "Demander à l’IA à propos de cette page",
  pageCopied: "Copiée",
  pageCopyFailed: `Impossible de copier la page${NBSP}: le navigateur a bloqué le presse-papiers.`,
  pageActionsPrompt: (url) => `Lis ${url} pour que je puisse te poser des questions dessus.`,
};

function frenchRefusal(refusal: AttachmentRefusal): string {
  const { name } = refusal;
  const size = (bytes: number) => FRENCH_LABELS.fileSize(bytes);
  switch (refusal.reason) {
    case "type": {
      if (refusal.format === "SVG") return `${name} ne peut pas être joint${NBSP}: une image SVG peut contenir des scripts.`;
      const what = refusal.images && refusal.text ? "des images (PNG, JPEG, WebP, GIF) et des fichiers texte" : refusal.images ? "des images (PNG, JPEG, WebP, GIF)" : "des fichiers texte";
      return `${name} ne peut pas être joint${NBSP}: seuls ${what} peuvent l’être.`;
    }
    case "size":
      return `${name} est trop volumineux pour être joint (${size(refusal.size)})${NBSP}: ${size(refusal.limit)} au plus par fichier.`;
    case "count":
      return `${name} n’a pas été joint${NBSP}: une question peut emporter ${refusal.limit} fichiers au plus.`;
    case "content":
      return `${name} ne peut pas être joint${NBSP}: ${refusal.kind === "image" ? `ce n’est pas une image ${refusal.format}` : "ce n’est pas un fichier texte"}.`;
    case "unreadable":
      return `${name} n’a pas pu être lu. Essayez de le joindre à nouveau.`;
    case "request":
      return `Cette question est trop volumineuse avec ses fichiers (l’assistant accepte ${size(refusal.limit)} au plus)${NBSP}: retirez ${name} et réessayez.`;
  }
}

function frenchErrorMessage(kind: ChatErrorKind): string {
  switch (kind) {
    case "unauthorized":
      return `L’assistant ne peut pas répondre ici${NBSP}: le service a refusé la clé de ce site. Seul le propriétaire du site peut corriger cela${NNBSP}; réessayer n’y changera rien.`;
    case "forbidden":
      return `L’assistant n’est pas autorisé sur ce site${NBSP}: le service en a refusé l’accès. Seul le propriétaire du site peut corriger cela${NNBSP}; réessayer n’y changera rien.`;
    case "not-found":
      return "L’assistant ne trouve pas cette conversation (elle a peut-être expiré), ou n’est pas configuré pour ce site. Essayez une nouvelle conversation.";
    case "rate-limited":
      return "L’assistant reçoit beaucoup de questions en ce moment. Patientez un instant, puis réessayez.";
    case "bad-request":
      return "L’assistant n’a pas pu lire la question. Essayez de la reformuler.";
    case "server":
      return "Le service de l’assistant a rencontré un problème de son côté, pas avec votre question. Réessayez dans un instant.";
    case "unavailable":
      return "Le service de l’assistant est en maintenance pour le moment.";
    case "offline":
      return "Vous semblez hors ligne. Vérifiez votre connexion et réessayez.";
    case "network":
      return "L’assistant est injoignable. Vérifiez votre connexion et réessayez.";
    case "connection-cut":
      return "La connexion a été perdue avant la fin de la réponse. Réessayez pour obtenir la réponse complète.";
    case "stream-error":
      return "L’assistant a rencontré un problème pendant sa réponse. Veuillez réessayer.";
    case "malformed-stream":
      return "La réponse est arrivée illisible. Veuillez réessayer.";
    case "timeout":
      return "L’assistant ne répondait plus. Veuillez réessayer.";
    case "too-large":
      return `Cette réponse était trop longue pour être affichée en entier${NBSP}: elle s’arrête à la limite du widget. Essayez une question plus précise.`;
    case "redirected":
      return "Le service de l’assistant a envoyé la question à une autre adresse, et le widget ne l’a pas suivie. Le problème vient de la configuration du site.";
    case "render-failed":
      return "Cette réponse n’a pas pu être affichée. Veuillez réessayer.";
    case "key-guard":
      return "Cet assistant est désactivé à cause de sa clé d’API. Seul le propriétaire du site peut corriger cela.";
    case "unknown":
      return "Une erreur s’est produite. Veuillez réessayer.";
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
