/*
 * The GraphQL type of every content type, from its one declaration (src/lib/content/types): Gatsby infers
 * nothing, so a file missing a required field fails the build naming the type and the field.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby";
import { graphqlTypeDefs } from "../lib/content/graphqlTypes";

export function createContentTypes({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(graphqlTypeDefs());
}
