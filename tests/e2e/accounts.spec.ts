import { expect, type Page } from '@playwright/test';
import { registerCustomer } from './api.ts';
import { ADMIN, buyerAddress, uniqueEmail } from './fixtures.ts';
import { newestEmailTo } from './outbox.ts';
import { test } from './test.ts';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': buyerAddress() });
});

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Login / Register' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  return login;
}

test('a buyer registers, logs in, edits the profile and logs out', async ({ page, request }) => {
  const email = uniqueEmail('buyer');
  const password = 'pigeon-blood-88';
  await page.goto('/');

  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByLabel('First name')).toBeFocused();
  await register.getByLabel('First name').fill('Asha');
  await register.getByLabel('Last name').fill('Kulkarni');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('9876543210');
  await register.getByLabel('Date of birth').fill('1990-03-05');
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('User registered successfully')).toBeVisible();

  // After registering, the login dialog opens with the email filled in.
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByLabel('Keep me signed in').check();
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
  const account = page.getByTestId('account-button');
  await expect(account).toContainText('Asha');
  expect(await stored(page, 'authToken')).toBeTruthy();

  await account.click();
  await expect(page).toHaveURL(/\/MyProfile$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const details = page.getByRole('region', { name: 'Your details' });
  for (const text of ['Asha', 'Kulkarni', email, '9876543210', '5 March 1990'])
    await expect(details).toContainText(text);

  await details.getByRole('button', { name: 'Edit profile' }).click();
  await details.getByLabel('First name').fill('Ashwini');
  await details.getByLabel('Phone').fill('9123456789');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(details).toContainText('Ashwini');
  await expect(details).toContainText('9123456789');
  await expect(account).toContainText('Ashwini');

  // A photo (any real picture will do: one of the shop's own) replaces the initials everywhere.
  const html = await (await request.get('/')).text();
  // Its smallest stored width (the page offers 480 px and up): a small upload.
  const picture = html.match(/\/uploads\/products\/[^"\s]+?-(?=\d+\.webp)/)?.[0];
  if (!picture) throw new Error('no product picture on the home page');
  const photo = await (await request.get(`${picture}240.webp`)).body();
  await details.getByLabel('Change photo').setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: photo });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(details.locator('img[src^="/uploads/users/"]')).toBeVisible();
  await expect(account.locator('img[src^="/uploads/users/"]')).toBeVisible();

  // The login survives a reload: the stored userId and auth token load the user again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText('Ashwini');
  const profileId = await stored(page, 'userId');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('User Logged out !!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await stored(page, 'authToken')).toBeNull();
  await expect.poll(() => stored(page, 'userId')).not.toBeNull();
  expect(await stored(page, 'userId')).not.toBe(profileId);
});

test('a forgotten password is reset through the emailed link, once', async ({ page, request }) => {
  const customer = await registerCustomer(request, {
    firstName: 'Ravi',
    lastName: 'Menon',
    email: uniqueEmail('forgot'),
    password: 'old-password-1',
  });
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot).toContainText("We'll send you an email with the reset link...");
  await expect(forgot.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await forgot.getByLabel('Email').fill(customer.email);
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/reset link is on its way/)).toBeVisible();

  const email = await newestEmailTo(customer.email);
  const link = email.match(/https?:\/\/[^\s"'<>]+(\/reset-password\/[A-Za-z0-9_-]+)/)?.[1];
  if (!link) throw new Error(`no reset link in the email:\n${email}`);

  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in with it.')).toBeVisible();

  const relogin = page.getByRole('dialog', { name: 'Login' });
  await expect(relogin).toBeVisible();
  await relogin.getByLabel('Email').fill(customer.email);
  await relogin.getByRole('textbox', { name: 'Password', exact: true }).fill('new-password-2');
  await relogin.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('account-button')).toContainText('Ravi');

  // The link works once: a second use explains why and offers a new one.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
});

test('the owner logs in at /admin_login, lands on the dashboard and finds the customers in their own entry', async ({
  page,
  request,
}) => {
  const listed = await registerCustomer(request, {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: uniqueEmail('listed'),
    password: 'listed-pass-1',
  });
  await page.goto('/admin_login');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/admin_dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  for (const item of ['Dashboard', 'Orders', 'Customers', 'Inventory', 'Add Item', 'Shipping Config']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  // The customer list has its own entry in the side menu.
  await menu.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/admin_customers$/);
  const customers = page.getByRole('region', { name: 'Customers' });
  await expect(customers.getByRole('row').nth(1)).toBeVisible();
  await customers.getByLabel('Search customers').fill(listed.email);
  await customers.getByLabel('Search customers').press('Enter');
  await expect(customers.getByRole('row')).toHaveCount(2);
  await expect(customers.getByRole('row').nth(1)).toContainText('Meera Iyer');

  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin_profile$/);
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(ADMIN.email);
});

test('a customer is refused at /admin_login and kept out of the admin pages', async ({ page, request }) => {
  const customer = await registerCustomer(request, {
    firstName: 'Kiran',
    lastName: 'Rao',
    email: uniqueEmail('not-admin'),
    password: 'customer-pass-1',
  });
  await page.goto('/admin_dashboard');
  await expect(page).toHaveURL(/\/admin_login$/);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account is not an admin account' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin_login$/);
  expect(await stored(page, 'authToken')).toBeNull();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
});

test('Register stays disabled until every rule passes, with the exact messages', async ({ page }) => {
  await page.goto('/');
  const login = await openLogin(page);
  await expect(login.getByLabel('Email')).toBeFocused();
  const loginButton = login.getByRole('button', { name: 'Login', exact: true });
  await login.getByLabel('Email').fill('asha@');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('1234567');
  await expect(login.getByText('Invalid Email...')).toBeVisible();
  await expect(loginButton).toBeDisabled();
  await login.getByLabel('Email').fill('asha@example.com');
  await expect(loginButton).toBeDisabled();
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('12345678');
  await expect(loginButton).toBeEnabled();

  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  const button = register.getByRole('button', { name: 'Register', exact: true });
  await expect(button).toBeDisabled();

  await register.getByLabel('First name').fill('Asha');
  await register.getByLabel('Last name').fill('Kulkarni');
  await register.getByLabel('Email').fill('asha.example.com');
  await register.getByLabel('Phone').fill('98765');
  await register.getByLabel('Date of birth').fill('1990-03-05');
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await register.getByLabel('Confirm password').fill('shorter');
  await register.getByLabel('Confirm password').blur();
  for (const message of [
    'Invalid Email Address',
    'Phone number should be 10 digits.',
    'Password must be at least 8 characters...',
    'Passwords do not match!',
  ]) {
    await expect(register.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(button).toBeDisabled();

  await register.getByLabel('Email').fill('asha@example.com');
  await register.getByLabel('Phone').fill('9876543210');
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill('discus-pass-1');
  await expect(button).toBeDisabled();
  await register.getByLabel('Confirm password').fill('discus-pass-1');
  await expect(button).toBeEnabled();
  await expect(register.getByRole('alert')).toHaveCount(0);

  // The birth date is required too.
  await register.getByLabel('Date of birth').fill('');
  await expect(button).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeFocused();
});
