/**
 * tRPC's own transport messages in French, like every /api answer (issue 11). Called once, by the
 * error formatter of src/server/trpc.ts; messages already written by us pass through unchanged.
 */
const TRANSLATIONS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^No procedure found on path "(.*)"$/, (m) => `Procédure introuvable : « ${m[1]} »`],
  [/^No "(query|mutation|subscription)"-procedure on path "(.*)"$/, (m) => `Procédure introuvable : « ${m[2]} »`],
  [/^Unsupported (\w+)-request to (\w+) procedure at path "(.*)"$/, (m) => `Méthode ${m[1]} non acceptée pour la procédure « ${m[3]} »`],
  [/^Batch call exceeds maximum size$/, () => "Trop d'appels groupés dans une seule requête"],
  [/^Batching is not enabled on the server$/, () => "Les appels groupés ne sont pas acceptés"],
  [/^Missing content-type header$/, () => "En-tête Content-Type manquant"],
  // tRPC leaves its closing quote out (« Unsupported content-type "text/plain »).
  [/^Unsupported content-type "([^"]*)"?$/, (m) => `Type de contenu non accepté : « ${m[1]} » (envoyez du JSON)`],
  [/^Invalid Content-Type header/, () => "En-tête Content-Type invalide"],
  [/^"input" needs to be an object when doing a batch call$/, () => "Les entrées d'un appel groupé doivent former un objet"],
  [/^(Unexpected token|Unexpected end of JSON|Unterminated string in JSON|.* is not valid JSON)/, () => "Corps de requête JSON invalide"],
  [/^Method not allowed$|^Method "\w+" not allowed$/, () => "Méthode non acceptée"],
];

export function frenchTrpcMessage(message: string): string {
  for (const [pattern, translate] of TRANSLATIONS) {
    const match = message.match(pattern);
    if (match) return translate(match);
  }
  return message;
}
