### audit messages (fr). Ids are unique across all files of the language.
