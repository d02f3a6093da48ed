import type { SandboxTexts } from '../../../apps/sandbox/src/texts/sandbox-texts'

/** Press release titles and teasers by slug (dates: services/cms/press-release-dates.ts). */
export const pressReleases: SandboxTexts['pressReleases'] = {
  'marketplace-passes-100-partner-banks': {
    title: 'Markkinapaikalla yli 100 kumppanipankkia',
    teaser: 'Säästäjät voivat nyt valita yli sadasta kumppanipankista kahdessatoista maassa.',
  },
  'notice-accounts-launch': {
    title: 'Irtisanomistilit tulevat markkinapaikalle',
    teaser: 'Korkeampi korko 30–365 päivän irtisanomisaikaa vastaan.',
  },
  'wealth-management-risk-classes': {
    title: 'Varainhoitoon rahamarkkinasalkku',
    teaser: 'Viides riskiluokka niille, jotka haluavat pysäköidä käteistä.',
  },
  'savings-study-2023': {
    title: 'Säästötutkimus 2023: säästäjät siirtyvät määräaikaistalletuksiin',
    teaser: 'Kyselymme 4 000 säästäjälle osoittaa selvän siirtymän kiinteisiin määräaikoihin.',
  },
  'interest-portfolio-launch': {
    title: 'Korkosalkku eläkesäästäjille',
    teaser:
      'Porrastetut määräaikaistalletukset, jotka sijoitetaan erääntyessä automaattisesti uudelleen.',
  },
  'us-marketplace-opens': {
    title: 'Markkinapaikka avautuu yhdysvaltalaisille säästäjille',
    teaser: 'Paikallispankkien talletustodistuksia, vuosituotto näkyvillä heti.',
  },
  'sustainable-deposits-label': {
    title: 'Uusi merkki kestäville talletuksille',
    teaser: 'Uusiutuvan energian hankkeita rahoittavien pankkien tarjoukset on nyt merkitty.',
  },
  'app-redesign': {
    title: 'Uusi asiakasalue',
    teaser:
      'Nopeammat sivut, selkeämpi kojelauta ja postilaatikko, joka toimii kaikilla laitteilla.',
  },
  'refer-a-friend': {
    title: 'Suosittele ystävälle – saatte molemmat bonuksen',
    teaser: 'Portaalia suosittelevat asiakkaat saavat bonuksen seuraavaan talletukseensa.',
  },
  'deposit-protection-explained': {
    title: 'Talletussuoja selitettynä',
    teaser:
      'Uusi opas näyttää, miten lakisääteiset järjestelmät suojaavat säästäjiä kussakin maassa.',
  },
  'savings-study-2025': {
    title: 'Säästötutkimus 2025: joustavuus ratkaisee',
    teaser: 'Säästäjille rahojen saatavuus on yhtä tärkeää kuin korko.',
  },
  'business-accounts': {
    title: 'Yritysasiakkaat voivat nyt tallettaa',
    teaser:
      'Yritykset voivat sijoittaa ylimääräiset kassavaransa kumppanipankkeihin yritystilin kautta.',
  },
  'one-million-customers': {
    title: 'Miljoona asiakasta',
    teaser: 'Portaali palvelee nyt miljoonaa säästäjää markkinoillaan.',
  },
  'pension-transfer': {
    title: 'Eläkesäästöjen siirto muutamalla klikkauksella',
    teaser: 'Olemassa olevat eläkesäästöt voi siirtää verkossa korkosalkkuun.',
  },
}

export const pressDisclaimer =
  'Kaikki tämän tiedotteen yritykset, luvut ja henkilöt ovat kuvitteellisia.'
