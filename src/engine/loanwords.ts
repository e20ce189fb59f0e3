/**
 * English words that French B2B listings use as they are. The French stemmer would mangle
 * them ("manager" → "manag", "leasing" → "leasing" but "leaser" → "leas"), so they skip stemming.
 * Written for purchasing in general (IT, marketing, logistics, events, finance), not for a dataset.
 */
export const LOANWORDS: ReadonlySet<string> = new Set([
  "laptop", "laptops", "notebook", "desktop", "workstation", "software", "hardware", "firmware",
  "middleware", "cloud", "server", "backup", "helpdesk", "help", "desk", "support", "saas", "web",
  "website", "webinar", "online", "offline", "smartphone", "smartphones", "tablet", "router", "switch",
  "wifi", "firewall", "cybersecurity", "pentest", "devops", "frontend", "backend", "fullstack",
  "developer", "designer", "design", "data", "dashboard", "reporting", "business", "manager",
  "managers", "management", "community", "social", "media", "marketing", "emailing", "mailing",
  "newsletter", "packshot", "packshots", "shooting", "branding", "brand", "content", "copywriting",
  "storytelling", "influencer", "seo", "sea", "ads", "growth", "lead", "leads",
  "inbound", "outbound", "coaching", "coach", "team", "building", "teambuilding", "consulting",
  "consultant", "freelance", "freelancer", "outsourcing", "sourcing", "leasing", "factoring",
  "crowdfunding", "cash", "flow", "startup", "start", "pitch", "deck", "catering", "food", "truck", "packaging", "merchandising", "retail", "store", "shop", "eshop", "ecommerce",
  "marketplace", "dropshipping", "fulfillment", "picking", "cross", "docking", "tracking", "tracker",
  "container", "pallet", "forklift", "scanner", "printer", "toner", "cartridge", "open", "space",
  "coworking", "facility", "facilities", "cleaning", "planning", "timing", "booking", "event",
  "events", "live", "streaming", "podcast", "video", "drone", "led", "spot", "spots", "stand",
  "kit", "pack", "box", "self", "storage", "parking", "fitness", "wellness", "spa", "source", "big", "machine", "learning", "chatbot", "bot", "ux", "ui", "mobile", "app",
  "apps", "blower", "leaf", "trimmer", "mower", "chiller", "heat", "pump", "air", "compliance",
  "audit", "benchmark", "feedback", "onboarding", "offboarding", "recruiting", "headhunting",
  "payroll", "invoice", "invoicing", "billing", "procurement", "supply", "chain", "lean", "kaizen",
  "scrum", "agile", "sprint", "roadmap", "workflow", "low", "code", "no", "wireless", "bluetooth",
  "usb", "hdmi", "ssd", "ram", "cpu", "gpu", "rack", "nas", "vpn", "voip", "crm", "erp", "hr",
]);

/**
 * English endings that no French word of the trade uses (marketing, software, leadership,
 * packshot, workwear): a word with one of them is treated as English.
 */
const ENGLISH_ENDINGS = /(?:ing|ship|ware|shot|wear|ness|board|book|house|work)$/;

/**
 * True when a lower-cased, unaccented word is an English loanword to keep intact.
 * Words with French accents are never English.
 */
export function isLoanword(lowerWord: string): boolean {
  if (/[^a-z0-9]/.test(lowerWord)) return false;
  return LOANWORDS.has(lowerWord) || (lowerWord.length > 5 && ENGLISH_ENDINGS.test(lowerWord));
}

/** English plural endings, longest first, and what the singular ends with instead. */
const PLURALS: ReadonlyArray<[string, string]> = [["ies", "y"], ["es", ""], ["s", ""]];

/**
 * The term of an English loanword: its singular when that is a loanword too ("laptops" →
 * "laptop", "facilities" → "facility", "switches" → "switch", "drones" → "drone"), so that
 * plural and singular meet as French words do through the stemmer; undefined for a word that
 * is no loanword.
 */
export function loanwordTerm(lowerWord: string): string | undefined {
  if (!lowerWord.endsWith("ss")) {
    for (const [plural, singular] of PLURALS) {
      if (!lowerWord.endsWith(plural)) continue;
      const candidate = lowerWord.slice(0, -plural.length) + singular;
      if (candidate.length >= 2 && isLoanword(candidate)) return candidate;
    }
  }
  return isLoanword(lowerWord) ? lowerWord : undefined;
}
