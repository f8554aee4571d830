import 'server-only';
import { dealerPhoneFromEnv } from '../../src/components/footer/dealerPhone';

/** Server-side configuration from the environment; everything is optional (unset = embedded default). */
export function siteConfig() {
  return {
    appOrigin: nonEmpty(process.env.PUBLIC_APP_ORIGIN),
    imageHost: nonEmpty(process.env.IMAGE_HOST),
    ...dealerPhoneFromEnv(process.env),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}
