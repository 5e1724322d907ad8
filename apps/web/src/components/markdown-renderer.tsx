import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// react-markdown's default URL filter already keeps only http, https, irc, ircs, mailto, xmpp
// and relative links (spec §5); we only make links open in a new tab.
const components: Components = {
  a: ({ node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" />
  ),
};

// Crisis replies carry the help lines as tel: links (spec §8); every other URL goes through the default filter.
const urlTransform = (url: string) => (/^tel:\+?[0-9\s-]+$/i.test(url) ? url : defaultUrlTransform(url));

/** The markdown stack itself, loaded on demand by `Markdown`. */
export default function MarkdownRenderer({ content }: { content: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={urlTransform}>
      {content}
    </ReactMarkdown>
  );
}
