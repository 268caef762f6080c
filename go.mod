module borabora

go 1.26
