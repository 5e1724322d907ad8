import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// react-markdown's default URL filter already keeps only http, https, irc, ircs, mailto, xmpp
// and relative links (docs/product.md#api-rules); we only make links open in a new tab.
const components: Components = {
  a: ({ node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

// Crisis replies carry the help lines as tel: links (Chile's *4141 too) and text-only lines as
// sms: links; every other URL goes through the default filter.
const helpLine = /^(?:tel:[+*]?[0-9\s-]+|sms:[0-9]+\?&body=[A-Za-z0-9%]+)$/i;
const urlTransform = (url: string) => (helpLine.test(url) ? url : defaultUrlTransform(url));

/** The markdown stack itself, loaded on demand by `Markdown`. */
export default function MarkdownRenderer({ content }: { content: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={urlTransform}>
      {content}
    </ReactMarkdown>
  );
}
