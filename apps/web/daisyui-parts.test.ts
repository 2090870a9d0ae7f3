import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * src/index.css builds only the daisyUI parts it names (issue 10). A component the app uses but that list leaves
 * out is drawn unstyled: the review's stars were 13 px boxes, the email settings' toggles plain checkboxes, the
 * messages plain paragraphs. This reads every class written in a `className` and fails on one that only a
 * left-out component defines.
 */
const web = import.meta.dirname;
const components = path.join(web, '../../node_modules/daisyui/components');

function includedParts(): Set<string> {
  const css = readFileSync(path.join(web, 'src/index.css'), 'utf8');
  const list = /@plugin "daisyui" \{[^}]*include:([^;]*);/.exec(css)?.[1];
  if (!list) throw new Error('src/index.css names no daisyUI parts');
  return new Set(list.split(',').map((name) => name.trim()));
}

/**
 * The classes each daisyUI component defines in its own CSS file and names after itself (`rating`, `rating-lg`).
 * Those it names otherwise (`btn`, `file-input`) belong to parts the list has always had.
 */
function classesByComponent(): Map<string, Set<string>> {
  const byComponent = new Map<string, Set<string>>();
  for (const file of readdirSync(components).filter((name) => name.endsWith('.css'))) {
    const component = file.replace(/\.css$/, '');
    const css = readFileSync(path.join(components, file), 'utf8');
    const classes = [...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1]!);
    byComponent.set(
      component,
      new Set(classes.filter((name) => name === component || name.startsWith(`${component}-`))),
    );
  }
  return byComponent;
}

/** Every word written inside a `className` of the web app's components. */
function classesInSource(): Map<string, string> {
  const used = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
          // In a template, the words of its quoted strings count, not the names of its variables.
          const words = (match[1] ?? match[2] ?? '').replace(/\$\{([^}]*)\}/g, (_, expression: string) =>
            [...expression.matchAll(/'([^']*)'/g)].map((quoted) => ` ${quoted[1]} `).join(''),
          );
          for (const word of words.split(/\s+/)) if (word && !used.has(word)) used.set(word, path.relative(web, file));
        }
      }
    }
  };
  walk(path.join(web, 'src'));
  return used;
}

it('builds every daisyUI component whose classes the app writes', () => {
  const included = includedParts();
  const used = classesInSource();
  const leftOut: string[] = [];
  for (const [component, classes] of classesByComponent()) {
    if (included.has(component)) continue;
    const written = [...classes].filter((name) => used.has(name));
    if (written.length > 0)
      leftOut.push(`${component}: ${written.map((name) => `${name} (${used.get(name)})`).join(', ')}`);
  }
  expect(leftOut).toEqual([]);
});
