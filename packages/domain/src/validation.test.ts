import { describe, expect, it } from 'vitest';
import { fieldErrors, isValidEmail, loginForm, registerForm } from './validation.ts';

const goodRegistration = {
  firstName: 'Asha',
  lastName: 'Kulkarni',
  phone: '9876543210',
  dateOfBirth: '1990-04-12',
  email: 'asha@example.com',
  password: 'discus-lover-1',
  confirmPassword: 'discus-lover-1',
};

describe('register form (seed section 5, PRODUCT.md section 1)', () => {
  it('accepts a complete, valid form', () => {
    expect(fieldErrors(registerForm, goodRegistration)).toEqual({});
  });

  it("says 'Invalid Email Address' for a bad email", () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'a sha@example.com', '@example.com']) {
      expect(fieldErrors(registerForm, { ...goodRegistration, email }).email).toBe('Invalid Email Address');
    }
  });

  it("says 'Phone number should be 10 digits.' for any other phone", () => {
    for (const phone of ['987654321', '98765432101', '98765-43210', 'abcdefghij', '']) {
      expect(fieldErrors(registerForm, { ...goodRegistration, phone }).phone).toBe('Phone number should be 10 digits.');
    }
  });

  it("says 'Password must be at least 8 characters...' for a short password", () => {
    const errors = fieldErrors(registerForm, { ...goodRegistration, password: 'short', confirmPassword: 'short' });
    expect(errors.password).toBe('Password must be at least 8 characters...');
  });

  it('allows passwords up to 64 characters and no more', () => {
    const long = 'x'.repeat(64);
    expect(fieldErrors(registerForm, { ...goodRegistration, password: long, confirmPassword: long })).toEqual({});
    const tooLong = 'x'.repeat(65);
    expect(
      fieldErrors(registerForm, { ...goodRegistration, password: tooLong, confirmPassword: tooLong }).password,
    ).toMatch(/at most 64/);
  });

  it("blocks the form with 'Passwords do not match!'", () => {
    const errors = fieldErrors(registerForm, { ...goodRegistration, confirmPassword: 'something-else' });
    expect(errors.confirmPassword).toBe('Passwords do not match!');
  });

  it('requires a real birth date in the past, and both names', () => {
    for (const dateOfBirth of ['', '1990-02-30', '12/04/1990', '2999-01-01', '1850-01-01']) {
      expect(fieldErrors(registerForm, { ...goodRegistration, dateOfBirth }).dateOfBirth).toBeDefined();
    }
    expect(fieldErrors(registerForm, { ...goodRegistration, firstName: '  ' }).firstName).toBe(
      'First name is required',
    );
    expect(fieldErrors(registerForm, { ...goodRegistration, lastName: '' }).lastName).toBe('Last name is required');
  });
});

describe('login form', () => {
  it("says 'Invalid Email...' for a bad email and needs 8 characters of password", () => {
    const errors = fieldErrors(loginForm, { email: 'nope', password: '1234567', keepSignedIn: false });
    expect(errors).toEqual({ email: 'Invalid Email...', password: 'Password must be at least 8 characters...' });
    expect(fieldErrors(loginForm, { email: 'a@b.in', password: '12345678', keepSignedIn: true })).toEqual({});
  });
});

describe('isValidEmail', () => {
  it('accepts usual addresses and trims spaces', () => {
    expect(isValidEmail('owner+shop@discus.co.in')).toBe(true);
    expect(isValidEmail('  owner@discus.in ')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@x.in`)).toBe(false);
  });
});
