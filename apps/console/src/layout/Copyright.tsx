import { useBrandCopyright } from '../brand/BrandContext';

/** The brand's copyright and the version string `V{version}` (spec 1). */
export function Copyright() {
  return (
    <span>
      {useBrandCopyright()} · V{__APP_VERSION__}
    </span>
  );
}
