/** The part of punycode.js (mathiasbynens, no types of its own) that email-domain.ts uses. */
declare module "punycode/punycode.js" {
  const punycode: {
    /** A domain with its punycode labels (« xn--caf-dma.fr ») written in Unicode (« café.fr »). */
    toUnicode(domain: string): string;
  };
  export default punycode;
}
