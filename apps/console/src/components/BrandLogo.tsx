/** The product mark: a screen playing content. Decorative; the brand name beside it is the text. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="4" y="8" width="56" height="38" rx="6" fill="#1890ff" />
      <rect x="10" y="14" width="44" height="26" rx="3" fill="#fff" />
      <path d="M27 20v14l12-7z" fill="#1890ff" />
      <rect x="22" y="50" width="20" height="5" rx="2.5" fill="#1890ff" />
    </svg>
  );
}
