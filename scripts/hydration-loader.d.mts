export declare const WAKE_EVENTS: string[]
export declare function visitorLanguageInline(): 'en' | 'pt-BR'
export declare function loaderScript(options: {
  preloads: string[]
  wakeForContext: boolean
}): string
