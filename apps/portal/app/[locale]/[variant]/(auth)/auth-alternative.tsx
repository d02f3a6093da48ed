interface AuthAlternativeProps {
  question: string
  href: string
  link: string
}

/** The way to the other form under a login or registration form ("No account yet? Register"). */
export function AuthAlternative({ question, href, link }: AuthAlternativeProps) {
  return (
    <p className="text-sm">
      {question}{' '}
      <a className="text-primary underline" href={href}>
        {link}
      </a>
    </p>
  )
}
