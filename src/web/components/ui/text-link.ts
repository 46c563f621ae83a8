/** A link inside running text: the brand's colour, underlined, darker on hover. */
export const textLinkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
