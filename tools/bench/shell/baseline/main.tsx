// The smallest React 19 page, built like the shell: the floor every React front end starts from.
import { createRoot } from 'react-dom/client';

function Login() {
  return (
    <form>
      <input name="email" type="email" />
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<Login />);
