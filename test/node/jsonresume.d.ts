declare module '@jsonresume/schema' {
  const schema: { validate(resume: unknown, callback: (errors: unknown, valid: boolean) => void): void };
  export default schema;
}
