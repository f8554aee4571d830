/**
 * Self-contained sample images for stories: small SVG illustrations as data URIs, so stories
 * need no network and no static server. The site's real illustrations come from the content store.
 */
const svg = (body: string, width: number, height: number, background: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  )}`;

/** A hatchback in side view on a pale road. */
export const sampleCarImage = svg(
  `<rect y="200" width="370" height="45" fill="#c9ced6"/>
   <path d="M60 190 L90 130 Q100 115 120 112 L230 110 Q255 110 270 125 L305 160 L330 168 Q345 172 345 188 L345 200 L40 200 Q35 192 60 190 Z" fill="#b3102a"/>
   <path d="M110 135 L125 120 L175 118 L175 155 L100 155 Z M185 118 L232 118 Q248 120 258 132 L282 155 L185 155 Z" fill="#e6eef6"/>
   <circle cx="105" cy="200" r="24" fill="#1a1a1a"/><circle cx="105" cy="200" r="10" fill="#c9ced6"/>
   <circle cx="285" cy="200" r="24" fill="#1a1a1a"/><circle cx="285" cy="200" r="10" fill="#c9ced6"/>`,
  370,
  245,
  '#e6eef6',
);

/** A square author portrait silhouette. */
export const sampleAuthorImage = svg(
  `<circle cx="50" cy="38" r="20" fill="#4a4f57"/><path d="M15 100 Q15 62 50 62 Q85 62 85 100 Z" fill="#4a4f57"/>`,
  100,
  100,
  '#f3f4f6',
);

/** A make logo: a roundel with initials. */
export const sampleLogoImage = svg(
  `<ellipse cx="37.5" cy="25" rx="30" ry="20" fill="none" stroke="#0a2540" stroke-width="4"/><text x="37.5" y="31" font-family="Liberation Sans, Arial" font-size="16" font-weight="700" text-anchor="middle" fill="#0a2540">KB</text>`,
  75,
  50,
  '#ffffff',
);
