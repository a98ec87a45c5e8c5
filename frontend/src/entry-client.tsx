// Hydrates the prerendered page with the same data the server rendered it
// from, which the CLI inlines as JSON in <script id="page-data">.
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { PageData } from './generated/view';
import './styles.css';

const json = document.getElementById('page-data')?.textContent;
const root = document.getElementById('root');
if (!json || !root) {
  throw new Error('shopsite: the page has no #page-data script or #root element');
}
const data = JSON.parse(json) as PageData;
hydrateRoot(root, <App data={data} />);
import './styles/videos.css';
