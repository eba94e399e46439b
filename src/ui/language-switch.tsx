import { Button, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Locale } from '../../contract/constants';
import { useI18nContext } from '../../i18n/i18n-react';
import { activateLocale, saveLocale } from '../lib/locale';
import { GlobeIcon } from './icons';

function isLocale(value: string): value is Locale {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** zh-CN / en, kept in the `language` cookie so reloads and the server's messages follow it. */
export function LanguageSwitch() {
  const { LL, locale, setLocale } = useI18nContext();
  const queryClient = useQueryClient();
  const names: Record<Locale, string> = { 'zh-CN': LL.language.zhCN(), en: LL.language.en() };

  async function choose(next: string) {
    if (!isLocale(next) || next === locale) return;
    await activateLocale(next);
    saveLocale(next);
    setLocale(next);
    // Names the server localises (metadata, operation types) are asked for again in the new language.
    void queryClient.invalidateQueries();
  }

  // The name read out starts with the words on the button, so someone speaking to their computer can say them.
  return (
    <Menu.Root onSelect={(details) => void choose(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${names[locale]} · ${LL.language.label()}`} data-testid="language-switch">
          <GlobeIcon />
          {names[locale]}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {LANGUAGES.map((option) => (
              <Menu.Item key={option} value={option} data-testid={`language-${option}`}>
                {names[option]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
