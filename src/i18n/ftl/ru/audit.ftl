### audit messages (ru). Ids are unique across all files of the language.
