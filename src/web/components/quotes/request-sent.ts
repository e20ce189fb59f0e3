/** What the buyer is told once a quote request is answered: the server sends nothing twice (quotes.request). */
export function requestSentToast(result: { requested: number[]; alreadyAsked: number[] }, recipients: string): { title: string; description: string } {
  const { requested, alreadyAsked } = result;
  // Asked meanwhile from another tab or window: nobody was told again.
  if (requested.length === 0) return { title: "Demande déjà envoyée", description: alreadyAsked.length > 1 ? "Ces fournisseurs l'ont déjà reçue." : "Ce fournisseur l'a déjà reçue." };
  if (alreadyAsked.length === 0) return { title: "Demande de devis envoyée", description: recipients };
  const told = `${requested.length} fournisseur${requested.length > 1 ? "s prévenus" : " prévenu"}`;
  return { title: "Demande de devis envoyée", description: `${told} ; ${alreadyAsked.length} l'${alreadyAsked.length > 1 ? "avaient" : "avait"} déjà reçue.` };
}
