/**
 * The app's translations (issue 16): catalogues per language and namespace, loaded when a screen
 * first needs them, and `t` with what the catalogues use: `ns:key`, `{{value}}` interpolation,
 * plurals by `count` and the language's rules (`key_one`, `key_few`, `key_other`, ...; `key_zero`
 * for none where a catalogue has it) and a `context` suffix. It
 * replaced i18next (15 KB of the first load, for these few rules); keys and catalogues are
 * written as i18next reads them, so its tools and habits still apply.
 */

/** Language (lower case) → namespace → key → text. */
export type Resource = Record<string, Record<string, Record<string, string>>>;

export interface TOptions {
  count?: number;
  /** The namespace to look in (also written `ns:key`). */
  ns?: string;
  /** Another language than the one shown (its catalogue must be here). */
  lng?: string;
  defaultValue?: string;
  context?: string;
  /** Values for the placeholders (besides those given beside the options). */
  replace?: Record<string, unknown>;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Loader = (language: string, namespace: string) => Promise<Record<string, string>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count by a locale's own rules (CLDR: `one`, `few`, `many`, ...). */
function pluralOf(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** `{{name}}` replaced by its value; a placeholder without a value stays as it is. */
function interpolate(text: string, values: Record<string, unknown>): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*-?\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  readonly store: { data: Resource };
  /** Bumped by every change (a language, a catalogue): what screens subscribe to. */
  version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly waits = new Map<string, Promise<void>>();

  constructor(
    language: string,
    resources: Resource,
    private readonly load: Loader,
    /** The namespace of a key without one. */
    readonly defaultNamespace = 'common',
    /** The locale whose plural rules a language's catalogues follow. */
    private readonly localeOf: (language: string) => string = (language) => language,
  ) {
    this.language = language;
    this.store = { data: structuredClone(resources) };
  }

  /** Whether a namespace's catalogue is here for the language. */
  has(namespace: string, language = this.language): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  /** Loads catalogues not here yet (once per language and namespace, however often asked). */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const wanted = (typeof namespaces === 'string' ? [namespaces] : namespaces).filter(
      (namespace) => !this.has(namespace, language),
    );
    return Promise.all(
      wanted.map((namespace) => {
        const id = `${language}|${namespace}`;
        let pending = this.loading.get(id);
        if (!pending) {
          pending = this.load(language, namespace)
            .then((catalogue) => {
              this.store.data[language] = { ...this.store.data[language], [namespace]: catalogue };
              this.changed();
            })
            .finally(() => this.loading.delete(id));
          this.loading.set(id, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  /**
   * The same promise for the same wait (a screen that suspends on its catalogues throws it, and
   * is drawn again once it settles).
   */
  whenLoaded(namespaces: readonly string[]): Promise<void> {
    const id = `${this.language}|${namespaces.join(',')}`;
    let waiting = this.waits.get(id);
    if (!waiting) {
      waiting = this.loadNamespaces(namespaces).finally(() => this.waits.delete(id));
      this.waits.set(id, waiting);
    }
    return waiting;
  }

  /** Switches language once the new language's catalogues of everything shown are here. */
  async changeLanguage(language: string) {
    await this.loadNamespaces(Object.keys(this.store.data[this.language] ?? {}), language);
    this.language = language;
    this.changed();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /** A key's text in the first of `namespaces` that has it (a key may name its own: `ns:key`). */
  t = (key: string, options: TOptions = {}, namespaces: readonly string[] = [this.defaultNamespace]): string => {
    const split = key.indexOf(':');
    const name = split > 0 ? key.slice(split + 1) : key;
    const lookIn = split > 0 ? [key.slice(0, split)] : options.ns ? [options.ns] : namespaces;
    const language = typeof options.lng === 'string' ? options.lng.toLowerCase() : this.language;
    const base = options.context ? `${name}_${options.context}` : name;
    const candidates: string[] = [];
    if (typeof options.count === 'number') {
      if (options.count === 0) candidates.push(`${base}_zero`);
      candidates.push(`${base}_${pluralOf(this.localeOf(language), options.count)}`, `${base}_other`);
    }
    candidates.push(base, name);
    const catalogues = this.store.data[language] ?? {};
    for (const namespace of lookIn) {
      const catalogue = catalogues[namespace];
      if (!catalogue) continue;
      for (const candidate of candidates) {
        const text = catalogue[candidate];
        if (typeof text === 'string') return interpolate(text, { ...options, ...options.replace });
      }
    }
    return options.defaultValue === undefined ? name : interpolate(options.defaultValue, options);
  };
}
