import type { ReactNode } from 'react'

interface PartnerLanguageProps {
  /** Set by the bank only when the text is not in the page's language (a partner's own text). */
  language: string | undefined
  /** The page's `Intl` tag (`de-CH`): the note is written in it and names the language in it. */
  pageTag: string
  /** The note in the page's language, given the language's name ("Englisch"). */
  note: (languageName: string) => string
  children: ReactNode
}

/**
 * A partner's text as the bank served it: where it is in another language than the page, it is
 * marked with its own `lang` (read aloud in that language, WCAG 3.1.2) and a note says so.
 */
export function PartnerLanguage({ language, pageTag, note, children }: PartnerLanguageProps) {
  const pageLanguage = new Intl.Locale(pageTag).language
  if (!language || language === pageLanguage) return children
  const name = new Intl.DisplayNames([pageTag], { type: 'language' }).of(language) ?? language
  return (
    <div data-testid="untranslated-text">
      <div lang={language}>{children}</div>
      <p className="mt-1 text-xs text-muted-foreground">{note(name)}</p>
    </div>
  )
}
