// Signs the benches in as the demo organiser: the first account the login page's "Demo
// accounts" panel lists (so the credentials live only in src/backend/demo/demo-accounts.ts).

/** On /admin/login (or any page that shows it), fills the organiser's e-mail and password. */
export async function signInAsDemoOrganiser(page) {
  const panel = page.getByRole('region', { name: 'Demo accounts' });
  const [email, password] = (await panel.getByRole('listitem').first().innerText())
    .split('\n')
    .at(-1)
    .split(' / ')
    .map((part) => part.trim());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
