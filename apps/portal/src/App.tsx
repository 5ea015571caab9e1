import { VERSION_LABEL } from '@meridian/domain';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

/** The portal's routes. The signed-in frame arrives with the platform issue. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Placeholder title="Dashboard" />} />
        <Route path="*" element={<Placeholder title="The page you are exploring has not been planned yet." />} />
      </Routes>
      <footer>{VERSION_LABEL}</footer>
    </BrowserRouter>
  );
}
